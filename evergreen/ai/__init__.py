"""Bots that play through the public rules API only."""
