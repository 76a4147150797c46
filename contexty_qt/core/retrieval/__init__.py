"""Finding the memories a question needs: lexical, BM25, dense, fused; dynamics; time."""
