-- memlane schema v5: bounded graph reads. A posting list of edges is read from its heaviest
-- end (ORDER BY weight DESC LIMIT n straight from the index), so an entity with thousands of
-- co-occurrence edges (a speaker) costs a recall no more than a rare one.
DROP INDEX edges_by_src;
DROP INDEX edges_by_dst;
CREATE INDEX edges_by_src ON edges(src_type, src_id, kind, weight);
CREATE INDEX edges_by_dst ON edges(dst_type, dst_id, kind, weight);
