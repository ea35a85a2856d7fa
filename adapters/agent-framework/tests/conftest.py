pytest_plugins = ["memlane_conformance.fixtures"]
