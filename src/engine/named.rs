//! Enums written by name in JSON ("black-lady", "lowest-club"). `serde_by_id!` gives such an
//! enum a `Serialize` that writes its `id()` and a `Deserialize` that reads it back with
//! `from_id`; `serde_by_name!` also writes the `id` and `from_id` of an enum from a list of its
//! variants and names. One small function a type, where serde's derived code for an enum
//! costs about a kilobyte of the browser's wasm each: the names are what the derive wrote
//! (serde's kebab-case), so saves and game files read as before (`tests/names_in_json.rs`).
use serde::de::{Deserialize, Deserializer, Error, Unexpected};
use std::borrow::Cow;

/// Reads a name and turns it into a value with `from_id`; a name it does not know is an error
/// that says what was expected (`what`: "a level").
pub fn by_id<'de, D: Deserializer<'de>, T>(
    deserializer: D,
    from_id: fn(&str) -> Option<T>,
    what: &'static str,
) -> Result<T, D::Error> {
    let name = Cow::<str>::deserialize(deserializer)?;
    from_id(&name).ok_or_else(|| D::Error::invalid_value(Unexpected::Str(&name), &what))
}

/// `serde_by_id!(Type, "a description")`: `Type` is written as `Type::id(self)` and read back
/// with `Type::from_id(&str) -> Option<Type>`.
macro_rules! serde_by_id {
    ($ty:ty, $what:literal) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.id())
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                $crate::engine::named::by_id(deserializer, <$ty>::from_id, $what)
            }
        }
    };
}

/// `serde_by_name!(Type, "a description", { Variant = "name", … })`: `Type::id` and
/// `Type::from_id` from the list, and the serde code of [`serde_by_id!`].
macro_rules! serde_by_name {
    ($ty:ident, $what:literal, { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl $ty {
            /// The name this value is written by.
            pub fn id(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// The value written as `id`, if any.
            pub fn from_id(id: &str) -> Option<$ty> {
                match id {
                    $($name => Some($ty::$variant),)+
                    _ => None,
                }
            }
        }

        $crate::engine::named::serde_by_id!($ty, $what);
    };
}

pub(crate) use {serde_by_id, serde_by_name};
