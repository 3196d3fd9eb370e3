/// Receives the picker's results, as PhotosUI's `PHPickerViewControllerDelegate`.
@MainActor
public protocol PhotoPickerControllerDelegate: AnyObject {
  /// Called once when the person adds their selection (the results, in selection order) or
  /// cancels (an empty array).
  func picker(_ picker: PhotoPickerController, didFinishPicking results: [PickerResult])
}
