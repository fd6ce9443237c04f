import Foundation

extension View {
  /// Clips this view to its bounding frame: nothing of it draws outside.
  ///
  /// A terminal has no antialiasing: whole cells are kept or cut, whatever `antialiased` says.
  public func clipped(antialiased: Bool = false) -> some View { modified(.clipped) }
}
