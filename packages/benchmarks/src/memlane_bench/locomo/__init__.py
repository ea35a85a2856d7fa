"""LoCoMo evidence-recall benchmark: data loading, metrics, orchestration and reporting."""
