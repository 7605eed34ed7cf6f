//! The bots' claims about a card, the Hint, "why not…?" and the review's lines.
