from .forget import forget

__all__ = ["forget"]
