/// Questions about a photo that ask for none.
extension IntentClassifier {
  /// `what filter did u use on the Noosa pics?`, Hinglish `kaunsa filter use kiya`, `is that a
  /// heron in your pic from the lake??`, `what's the castle in the back of your photo`: a
  /// question about what a photo was made with, or about what the listener's photo shows, asks
  /// for no photos, unless a verb of fetching asks for them too (`which app did you use? send me
  /// the edited ones`).
  func asksAboutAPhoto(_ cue: Int, _ query: QueryText) -> Bool {
    guard !fetchesAnything(query) else { return false }
    let asksOfGear = (0..<max(0, query.count - 1)).contains {
      words.questionWords.contains(query.folded[$0])
        && words.photoGearNouns.contains(query.folded[$0 + 1])
    }
    if asksOfGear { return true }
    // The listener's photo (`your pic`, `your Hampi pic`), in a question that asks for nothing
    // (`have you still got your footage from…?` asks for it).
    guard !requestsAnything(query) else { return false }
    let owner = (max(0, cue - 3)..<cue).last {
      query.folded[$0] == "your" || query.folded[$0] == "ur"
    }
    guard let owner, (owner + 1..<cue).allSatisfy({ query.tokens[$0].kind == .word }) else {
      return false
    }
    return query.folded.contains("?") || words.questionWords.contains(query.folded[0])
      || query.folded[0] == "is" && query.word(1) == "that"
  }
}
