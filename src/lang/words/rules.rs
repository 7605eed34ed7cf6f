//! A game's rules in words (How to play), and the glossary.
