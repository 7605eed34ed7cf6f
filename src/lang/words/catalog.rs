//! The games', variants', options' and levels' names and lines, the refusals of a move and the
//! reasons a set of rules is refused.
