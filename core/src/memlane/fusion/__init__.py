from .rrf import weighted_rrf

__all__ = ["weighted_rrf"]
