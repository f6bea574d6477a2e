"""Looking back: the replay of a hand and the coach's review of the player's choices."""
