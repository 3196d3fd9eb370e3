import Foundation
import Testing

@testable import PhotoPicker
@testable import PhotoPickerFixtures
@testable import PhotoSampleLibrary

/// A delegate that records what the picker delivered.
@MainActor
final class RecordingDelegate: PhotoPickerControllerDelegate {
  var calls: [[PickerResult]] = []
  func picker(_ picker: PhotoPickerController, didFinishPicking results: [PickerResult]) {
    calls.append(results)
  }
}

/// Apple's PHPicker sample ("Selecting Photos and Videos in iOS"), written against this API:
/// the view controller keeps the selection by identifier and feeds it back as preselection.
@MainActor
final class SampleViewController: PhotoPickerControllerDelegate {
  let dataSource: any PickerDataSource
  var selection = [String: PickerResult]()
  var selectedAssetIdentifiers = [String]()
  var presented: PhotoPickerController?

  init(dataSource: any PickerDataSource) { self.dataSource = dataSource }

  func presentPicker(filter: PickerFilter?) {
    var configuration = PickerConfiguration()
    configuration.filter = filter
    configuration.selection = .ordered
    configuration.selectionLimit = 0
    configuration.preselectedAssetIdentifiers = selectedAssetIdentifiers
    let picker = PhotoPickerController(configuration: configuration, dataSource: dataSource)
    picker.delegate = self
    presented = picker
  }

  func picker(_ picker: PhotoPickerController, didFinishPicking results: [PickerResult]) {
    presented = nil  // dismiss
    let existingSelection = self.selection
    var newSelection = [String: PickerResult]()
    for result in results {
      let identifier = result.assetIdentifier!
      newSelection[identifier] = existingSelection[identifier] ?? result
    }
    selection = newSelection
    selectedAssetIdentifiers = results.map(\.assetIdentifier!)
  }
}

@Suite @MainActor struct PhotoPickerControllerTests {
  @Test func finishDeliversResultsInSelectionOrderWithMetadata() throws {
    let (source, _) = try fixtureSource()
    let picker = PhotoPickerController(
      configuration: PickerConfiguration(selectionLimit: 3, selection: .ordered),
      dataSource: source)
    let delegate = RecordingDelegate()
    picker.delegate = delegate
    try picker.select("fixture-0004")
    try picker.select("fixture-0001")
    #expect(picker.orderBadge(for: "fixture-0001") == 2)
    picker.finish()
    picker.finish()
    #expect(delegate.calls.count == 1)
    let results = try #require(delegate.calls.first)
    #expect(results.map(\.assetIdentifier) == ["fixture-0004", "fixture-0001"])
    let first = try #require(source.assets.first { $0.identifier == "fixture-0004" })
    #expect(results[0].fileURL == first.fileURL)
    #expect(results[0].metadata.people == first.people)
    #expect(results[0].metadata.placeName == first.placeName)
    #expect(results[0].metadata.creationDate == first.creationDate)
    #expect(results[0].metadata.pixelWidth == 320)
  }

  @Test func cancelDeliversNothingAndEndsPicking() throws {
    let (source, _) = try fixtureSource()
    let picker = PhotoPickerController(configuration: PickerConfiguration(), dataSource: source)
    let delegate = RecordingDelegate()
    picker.delegate = delegate
    try picker.select("fixture-0002")
    picker.cancel()
    #expect(delegate.calls == [[]])
    #expect(picker.isFinished)
    #expect(throws: PickerSelectionError.alreadyFinished) { try picker.select("fixture-0003") }
  }

  @Test func refusesUnknownFilteredAndOverLimitSelections() throws {
    let (source, _) = try fixtureSource()
    let picker = PhotoPickerController(
      configuration: PickerConfiguration(selectionLimit: 2, filter: .not(.screenshots)),
      dataSource: source)
    #expect(throws: PickerSelectionError.unknownAsset("nope")) { try picker.select("nope") }
    // fixture-0005 is a screenshot (every eleventh from 5).
    #expect(throws: PickerSelectionError.filteredOut("fixture-0005")) {
      try picker.select("fixture-0005")
    }
    try picker.select("fixture-0000")
    try picker.select("fixture-0001")
    #expect(throws: PickerSelectionError.limitReached(2)) { try picker.select("fixture-0002") }
    picker.deselect("fixture-0000")
    try picker.select("fixture-0002")
    #expect(picker.selectedAssetIdentifiers == ["fixture-0001", "fixture-0002"])
  }

  @Test func preselectionKeepsKnownOffersUpToTheLimit() throws {
    let (source, _) = try fixtureSource()
    let configuration = PickerConfiguration(
      selectionLimit: 2, filter: .not(.screenshots),
      preselectedAssetIdentifiers: [
        "ghost", "fixture-0005", "fixture-0007", "fixture-0003",
        "fixture-0001",
      ])
    let picker = PhotoPickerController(configuration: configuration, dataSource: source)
    #expect(picker.selectedAssetIdentifiers == ["fixture-0007", "fixture-0003"])
  }

  @Test func appleSampleReadsTheSame() throws {
    let (source, _) = try fixtureSource()
    let sample = SampleViewController(dataSource: source)
    sample.presentPicker(filter: .images)
    let first = try #require(sample.presented)
    try first.select("fixture-0003")
    try first.select("fixture-0008")
    first.finish()
    #expect(sample.presented == nil)
    #expect(sample.selectedAssetIdentifiers == ["fixture-0003", "fixture-0008"])

    sample.presentPicker(filter: .images)
    let second = try #require(sample.presented)
    #expect(second.selectedAssetIdentifiers == ["fixture-0003", "fixture-0008"])
    second.deselect("fixture-0003")
    try second.select("fixture-0010")
    second.finish()
    #expect(sample.selectedAssetIdentifiers == ["fixture-0008", "fixture-0010"])
    #expect(Set(sample.selection.keys) == ["fixture-0008", "fixture-0010"])
  }

  @Test func webOutcomeReachesTheDelegate() throws {
    let (source, _) = try fixtureSource()
    let picker = PhotoPickerController(
      configuration: PickerConfiguration(selectionLimit: 2), dataSource: source)
    let delegate = RecordingDelegate()
    picker.delegate = delegate
    picker.apply(.picked(["fixture-0006", "ghost", "fixture-0002", "fixture-0009"]))
    #expect(
      delegate.calls.first?.compactMap(\.assetIdentifier) == ["fixture-0006", "fixture-0002"])
  }
}
