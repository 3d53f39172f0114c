"""history stage."""
