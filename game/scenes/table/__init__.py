"""The table: one hand after another, its input, pacing, paint and payoffs, the hand summary."""
