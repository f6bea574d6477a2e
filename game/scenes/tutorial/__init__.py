"""The tutorial's screen: the rule book's worked figures, lesson by lesson."""
