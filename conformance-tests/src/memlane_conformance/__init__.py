"""memlane-conformance: the suite every memlane framework adapter runs.

An adapter's test module subclasses :class:`AdapterConformance` and sets ``driver`` to an
:class:`AdapterDriver`; its conftest adds ``pytest_plugins = ["memlane_conformance.fixtures"]``.
"""

from .__about__ import __version__
from .driver import AdapterDriver, Capability, Record
from .suite import AdapterConformance

__all__ = ["AdapterConformance", "AdapterDriver", "Capability", "Record", "__version__"]
