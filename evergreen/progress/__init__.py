"""What brings a player back: the history of finished games, the statistics drawn from it,
achievements and today's deal's record. Reads the saves (``persistence``) and the rules;
knows nothing of the window."""
