/// Media kinds and cue words (section 1 and the media row of section 2).
///
/// Examples: `videos` → media `videos`; `vids`, `clips`, `footage` → `videos`; `time-lapse videos` →
/// `time-lapse`; `RAW photos` → `raw`; `pics` → a cue (no value); `pictres` → a cue (decision 1).
/// Not cues: `photo booth`, `video call`, `Photos app`, `passport photos`, `screenshot the pass`.
public struct MediaRecognizer: Recognizer {
  /// Creates the recogniser.
  public init() {}

  /// Proposes media and cue candidates.
  public func propose(
    in query: QueryText, resources: EngineResources, into candidates: inout [Candidate]
  ) {
    let lexicon = resources.lexicon
    var index = 0
    while index < query.count {
      let word = query.folded[index]
      if isVerbUse(index, query, lexicon) || isForeign(index, query, lexicon) {
        index += 1
        continue
      }
      var matchedLength = 0
      var phrase = ""
      for length in 1...5 where query.is(index, .mediaStart) && index + length <= query.count {
        phrase = length == 1 ? word : phrase + " " + query.folded[index + length - 1]
        if let kind = lexicon.mediaKinds[phrase], !isCompound(index + length, query, lexicon) {
          matchedLength = length
          candidates.append(
            Candidate(
              kind: .media, range: index..<(index + length), score: 1.3, resolution: .media(kind),
              source: .lexicon))
        }
      }
      if matchedLength == 0, query.is(index, .cue), !isCompound(index + 1, query, lexicon) {
        candidates.append(
          Candidate(kind: .cue, range: index..<(index + 1), score: 1.0, source: .lexicon))
      } else if matchedLength == 0, word == "raw", query.tokens[index].surface == "RAW" {
        candidates.append(
          Candidate(
            kind: .media, range: index..<(index + 1), score: 1.2, resolution: .media("raw"),
            source: .lexicon))
      } else if matchedLength == 0, let target = CueTypo.target(index, query, resources),
        !isCompound(index + 1, query, lexicon)
      {
        if let kind = lexicon.mediaKinds[target] {
          candidates.append(
            Candidate(
              kind: .media, range: index..<(index + 1), score: 1.1, resolution: .media(kind),
              source: .typo))
        } else {
          candidates.append(
            Candidate(kind: .cue, range: index..<(index + 1), score: 0.9, source: .typo))
        }
      }
      index += 1
    }
  }

  /// Whether the word after a cue makes a compound that is not photos (`photo booth`).
  func isCompound(_ next: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    next < query.count && query.is(next, .cueCompoundHead)
  }

  /// Whether the word before makes the cue someone else's media (`stock photos`, `YouTube videos`).
  func isForeign(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    index > 0 && query.is(index - 1, .cueForeignModifier)
  }

  /// Words that, after a capture verb or `video` / `photo`, make it a verb with an object
  /// (`photo the cat`); built once, not per call.
  static let verbObjects: Set<String> = [
    "the", "this", "that", "it", "my", "a", "an", "your", "our", "them", "me", "him", "her", "us",
  ]

  /// Whether a cue word is used as a verb (`screenshot the boarding pass`, `video me`).
  func isVerbUse(_ index: Int, _ query: QueryText, _ lexicon: Lexicon) -> Bool {
    let word = query.folded[index]
    guard query.is(index, .capture) || word == "video" || word == "photo" else {
      return false
    }
    let next = query.word(index + 1)
    guard Self.verbObjects.contains(next) else { return false }
    let previous = query.word(index - 1)
    return query.startsSentence(index) || previous == "to" || previous == "please"
      || previous == "pls"
      || previous == "can" || previous == "you" || previous == "i" || previous == "and"
      || previous == ","
  }
}
