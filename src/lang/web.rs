//! A [`Text`] stands in the page as it is: as a child (`{ t::bar_scores() }`) or as an
//! attribute's value (`title={t::bar_hearts_broken_title()}`), written in the current language.
use super::Text;
use yew::html::IntoPropValue;
use yew::{AttrValue, Html};

impl IntoPropValue<Html> for Text {
    fn into_prop_value(self) -> Html {
        Html::from(self.to_string())
    }
}

impl IntoPropValue<AttrValue> for Text {
    fn into_prop_value(self) -> AttrValue {
        AttrValue::from(self.to_string())
    }
}

impl IntoPropValue<Option<AttrValue>> for Text {
    fn into_prop_value(self) -> Option<AttrValue> {
        Some(AttrValue::from(self.to_string()))
    }
}
