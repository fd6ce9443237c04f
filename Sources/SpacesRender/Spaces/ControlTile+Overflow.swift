import SpacesEngine
import SpacesKit

extension ControlTile {
  /// A control's title or value cut to a width with "…" ("." in ASCII) when it is wider, the cut
  /// logged once naming the control.
  func fitted(_ text: String, of control: ControlInstance, width: Int) -> String {
    let shown = painter.truncate(text, to: width)
    if shown != text, width > 0 {
      LayoutWarnings.current.report(
        "the \(control.kind.shortKind) control's label “\(text)” doesn't fit its \(width) "
          + "columns: \(CellWidth.of(text) - width + 1) columns cut off (drawn with …)")
    }
    return shown
  }
}
