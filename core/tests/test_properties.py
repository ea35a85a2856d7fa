"""Property tests: any valid text round-trips verbatim; any query text is safe."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from memlane import Memory
from memlane.errors import InvalidInputError

valid_text = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), min_size=1, max_size=300
).filter(lambda s: s.strip())

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(text=valid_text)
def test_remember_get_round_trip(tmp_path_factory, embedder, text):
    with Memory(tmp_path_factory.mktemp("prop"), embedder=embedder) as mem:
        result = mem.remember(text, idempotency_key="k")
        assert mem.get(result.memory_id).content == text
        for fid in result.fact_ids:
            assert mem.get(fid).memory_ids == (result.memory_id,)


@SETTINGS
@given(query=st.text(max_size=200))
def test_any_query_is_answered_or_rejected_with_a_typed_error(tmp_path_factory, embedder, query):
    with Memory(tmp_path_factory.mktemp("prop"), embedder=embedder) as mem:
        mem.remember('A fact with "quotes", stars * and NEAR(words) - minus: colon.')
        try:
            result = mem.recall(query)
        except InvalidInputError:
            assert not query.strip() or "\x00" in query or any("\ud800" <= c <= "\udfff" for c in query)
        else:
            assert len(result) <= 1
