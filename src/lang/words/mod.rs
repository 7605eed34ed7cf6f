//! What the engine and the bots say as typed values (a rule's sentence, a refusal, a claim
//! about a card), written as [`Text`](super::Text)s. The engine and the bots never name a
//! message: they stay below the language layer.
pub mod catalog;
pub mod hints;
pub mod refusals;
pub mod rules;
pub mod table;
