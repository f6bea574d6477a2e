"""The Rules screen and its pictures."""
