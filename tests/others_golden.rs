//! The model of the other players gives, in Rust, exactly the scores its trainer gives
//! (`train/others.py golden`), on a thousand positions saved from the zoo's deals: the
//! features, the weights file and the integer inference all agree. See train/README.md.
use moonshot::bots::{Active, CARDS, DecisionRecord, Model, ModelError, RECORD_BYTES};

const WEIGHTS: &[u8] = include_bytes!("../static/model/others-1.bin");
const GOLDEN: &[u8] = include_bytes!("data/others-golden.bin");
const STYLE: usize = 6;
const POSITION_BYTES: usize = RECORD_BYTES + STYLE + 4 * CARDS;

#[test]
fn rust_scores_every_saved_position_as_the_trainer_does() {
    let model = Model::from_bytes(WEIGHTS).expect("the committed weights read");
    assert_eq!(GOLDEN.len() % POSITION_BYTES, 0);
    let positions = GOLDEN.len() / POSITION_BYTES;
    assert!(positions >= 1000, "{positions} positions");
    let mut kinds = [0; 4];
    for (i, bytes) in GOLDEN.chunks_exact(POSITION_BYTES).enumerate() {
        let record = DecisionRecord::from_bytes(bytes[..RECORD_BYTES].try_into().unwrap())
            .expect("a saved position is a record");
        kinds[record.kind as usize] += 1;
        let style: [i8; STYLE] = std::array::from_fn(|j| bytes[RECORD_BYTES + j] as i8);
        let expected: Vec<i32> = bytes[RECORD_BYTES + STYLE..]
            .chunks_exact(4)
            .map(|b| i32::from_le_bytes(b.try_into().unwrap()))
            .collect();
        let acc = model.accumulate(&Active::of(&record));
        let scores = model.scores(&acc, &style);
        assert_eq!(
            scores.as_slice(),
            expected.as_slice(),
            "position {i}: {record:?}"
        );
    }
    // Leads, follows, discards and passes are all among them.
    assert!(kinds.iter().all(|&k| k > 20), "{kinds:?}");
}

#[test]
fn a_file_that_is_not_the_weights_is_refused() {
    assert_eq!(
        Model::from_bytes(b"MSOTHRS0").unwrap_err(),
        ModelError::NotWeights
    );
    assert_eq!(Model::from_bytes(&[]).unwrap_err(), ModelError::NotWeights);
    let short = &WEIGHTS[..WEIGHTS.len() - 1];
    assert!(matches!(
        Model::from_bytes(short),
        Err(ModelError::Length { found, .. }) if found == WEIGHTS.len() - 1
    ));
    let mut other = WEIGHTS.to_vec();
    other[8] = 1;
    assert!(matches!(
        Model::from_bytes(&other),
        Err(ModelError::Sizes(_))
    ));
}
