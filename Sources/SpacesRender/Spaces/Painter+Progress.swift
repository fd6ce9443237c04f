import SpacesKit

extension Painter {
  /// A running `ProgressReportingIntent`'s progress on one line: a bar of cells and the
  /// percentage ("████████░░░░░░░░  50%"), as iOS shows a shortcut's progress; while the total
  /// is unknown an indeterminate bar ("░▒▓▒░░░░ Working…") that doesn't move (a terminal redraws
  /// only when told).
  func progressLine(_ progress: RunProgress, width: Int) -> String {
    let ascii = context.asciiOnly
    let barWidth = max(4, min(24, width - 6))
    guard let fraction = progress.fraction else {
      let pattern = ascii ? "<=>" : "░▒▓▒░"
      return pattern + String(repeating: ascii ? "-" : "░", count: max(0, barWidth - 5))
        + (ascii ? " Working..." : " Working…")
    }
    let filled = Int((fraction * Double(barWidth)).rounded(.down))
    let percent = Int((fraction * 100).rounded(.down))
    return String(repeating: ascii ? "#" : "█", count: filled)
      + String(repeating: ascii ? "-" : "░", count: barWidth - filled)
      + " \(String(repeating: " ", count: max(0, 3 - String(percent).count)))\(percent)%"
  }
}
