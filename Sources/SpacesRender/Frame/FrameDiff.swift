import Foundation
import SpacesKit

/// The runs of cells that changed between two frames: what a backend must write.
package struct FrameDiff: Equatable, Sendable {
  /// A horizontal run of changed cells on one row.
  package struct Run: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var cells: [Cell]
  }

  /// The runs, top to bottom, left to right.
  package var runs: [Run]
  /// Whether the whole screen must be redrawn (size changed or no previous frame).
  package var isFullRepaint: Bool

  /// The number of cells written.
  package var changedCells: Int { runs.reduce(0) { $0 + $1.cells.count } }

  /// Compares two frames. Runs start on a whole grapheme: a changed continuation cell pulls in
  /// the wide cell before it.
  package init(from old: Frame?, to new: Frame) {
    guard let old, old.width == new.width, old.height == new.height else {
      isFullRepaint = true
      runs = (0..<new.height).map { y in
        Run(x: 0, y: y, cells: Array(new.cells[(y * new.width)..<((y + 1) * new.width)]))
      }
      return
    }
    isFullRepaint = false
    var runs: [Run] = []
    for y in 0..<new.height {
      // Most rows don't change: identical bytes are equal cells, so one memcmp skips the row
      // (different bytes may still be equal cells, so those rows are compared cell by cell).
      if Self.rowsAreIdentical(old, new, y: y) { continue }
      var x = 0
      while x < new.width {
        if old[x, y] == new[x, y] {
          x += 1
          continue
        }
        var start = x
        if new[start, y].width == 0, start > 0 { start -= 1 }
        var end = x
        while end < new.width, old[end, y] != new[end, y] || new[end, y].width == 0 { end += 1 }
        if end < new.width, new[end - 1, y].width == 2 { end += 1 }
        let cells = (start..<end).map { new[$0, y] }
        if let last = runs.last, last.y == y, last.x + last.cells.count == start {
          runs[runs.count - 1].cells += cells
        } else {
          runs.append(Run(x: start, y: y, cells: cells))
        }
        x = end
      }
    }
    self.runs = runs
  }

  /// Whether a row's cells are the same bytes in both frames (then they are equal).
  static func rowsAreIdentical(_ old: Frame, _ new: Frame, y: Int) -> Bool {
    guard new.width > 0 else { return true }
    let start = y * new.width
    return old.cells.withUnsafeBytes { oldBytes in
      new.cells.withUnsafeBytes { newBytes in
        let stride = MemoryLayout<Cell>.stride
        let offset = start * stride
        let length = new.width * stride
        guard let oldBase = oldBytes.baseAddress, let newBase = newBytes.baseAddress else {
          return false
        }
        return memcmp(oldBase + offset, newBase + offset, length) == 0
      }
    }
  }
}
