from .base import Channel, ChannelQuery, ChannelResult
from .lexical import LexicalChannel
from .semantic import SemanticChannel
from .temporal import TemporalChannel

__all__ = ["Channel", "ChannelQuery", "ChannelResult", "LexicalChannel", "SemanticChannel", "TemporalChannel"]
