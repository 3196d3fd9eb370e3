import Foundation

/// A photo picker, shaped like PhotosUI's `PHPickerViewController`: configured once, it reports
/// the chosen items to its delegate. Headless, a program (or a test) drives the selection with
/// `select(_:)`, `deselect(_:)`, `finish()` and `cancel()`; `presentInBrowser` lets a person do
/// it in the web picker.
@MainActor
public final class PhotoPickerController {
  /// The configuration it was created with.
  public let configuration: PickerConfiguration
  /// Where assets come from.
  public let dataSource: any PickerDataSource
  /// Receives the results; held weakly, as in UIKit.
  public weak var delegate: (any PhotoPickerControllerDelegate)?
  /// True once the picker has finished or been cancelled.
  public private(set) var isFinished = false

  private var selection: PickerSelection

  /// A picker for `configuration` over `dataSource`. Preselected identifiers that the data
  /// source knows and the filter offers are selected, up to the limit.
  public init(configuration: PickerConfiguration, dataSource: any PickerDataSource) {
    self.configuration = configuration
    self.dataSource = dataSource
    selection = PickerSelection(limit: configuration.selectionLimit)
    for id in configuration.preselectedAssetIdentifiers {
      guard !configuration.isFull(selection.identifiers.count) else { break }
      if (try? validatedAsset(id)) != nil { try? selection.select(id) }
    }
  }

  /// Selected identifiers, in selection order.
  public var selectedAssetIdentifiers: [String] { selection.identifiers }

  /// The 1-based order badge of `id` (`.ordered` selection), or nil when not selected.
  public func orderBadge(for id: String) -> Int? { selection.position(of: id) }

  /// Selects the asset `id`. Throws when the asset is unknown, filtered out, the limit is
  /// reached (a limit of 1 replaces instead), or the picker has finished.
  public func select(_ id: String) throws {
    guard !isFinished else { throw PickerSelectionError.alreadyFinished }
    _ = try validatedAsset(id)
    try selection.select(id)
  }

  /// Deselects the asset `id` (nothing happens when it is not selected).
  public func deselect(_ id: String) {
    guard !isFinished else { return }
    selection.deselect(id)
  }

  /// Ends picking with the current selection and tells the delegate. Calling it again does
  /// nothing.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    let results = selection.identifiers.compactMap { id in
      (try? dataSource.asset(id: id)).flatMap { $0 }.map(PickerResult.init(asset:))
    }
    delegate?.picker(self, didFinishPicking: results)
  }

  /// Ends picking without a selection: the delegate gets an empty array.
  public func cancel() {
    guard !isFinished else { return }
    isFinished = true
    delegate?.picker(self, didFinishPicking: [])
  }

  /// Opens the web picker for a person: starts a server on `options`, hands its URL (with the
  /// session token) to `onReady`, waits for Add or Cancel, then finishes like `finish()` /
  /// `cancel()`. The server is stopped before the delegate is called.
  public func presentInBrowser(
    options: PickerServerOptions = PickerServerOptions(),
    onReady: @Sendable (URL) -> Void
  ) async throws {
    var configuration = self.configuration
    configuration.preselectedAssetIdentifiers = selection.identifiers
    let server = try PickerWebServer(
      configuration: configuration, dataSource: dataSource, options: options)
    onReady(server.url)
    let outcome = await server.outcome()
    // A short grace period so the answer to Add/Cancel reaches the browser before the server
    // closes its connections (the outcome is recorded just before that answer is queued).
    try? await Task.sleep(nanoseconds: 300_000_000)
    server.stop()
    apply(outcome)
  }

  /// Applies an outcome of the web picker: the chosen identifiers replace the selection.
  public func apply(_ outcome: PickerOutcome) {
    switch outcome {
    case .cancelled:
      cancel()
    case .picked(let ids):
      selection = PickerSelection(limit: configuration.selectionLimit)
      for id in ids { try? select(id) }
      finish()
    }
  }

  private func validatedAsset(_ id: String) throws -> PickerAsset {
    guard let asset = try dataSource.asset(id: id) else {
      throw PickerSelectionError.unknownAsset(id)
    }
    guard asset.passes(configuration.filter) else { throw PickerSelectionError.filteredOut(id) }
    return asset
  }
}
