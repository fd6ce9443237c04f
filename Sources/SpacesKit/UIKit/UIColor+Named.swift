import Foundation

extension UIColor {
  /// Creates a colour from an asset catalog's colour set, or `nil` when no catalog has it.
  ///
  /// As UIKit's `UIColor(named:)`: the set's dark and high-contrast variants draw under the
  /// matching theme. A missing set returns `nil` (and is listed in the inspector once).
  public convenience init?(named name: String, in bundle: Bundle? = nil) {
    let found = AssetCatalogs.shared.folder(
      of: .colorSet, named: name, bundlePath: bundle?.bundlePath)
    switch found {
    case .success:
      self.init(Color(name, bundle: bundle))
    case .failure(let error):
      AssetCatalogs.shared.report("UIColor(named:): \(error)")
      return nil
    }
  }
}
