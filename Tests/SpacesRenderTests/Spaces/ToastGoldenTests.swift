import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The toast (row 1, right end) and the status area (row 0, right end): golden frames at three
/// widths and in ASCII, the clipping of a long toast, and its contrast in every theme.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter ToastGoldenTests`, then read
/// them.
@MainActor
@Suite("Golden frames: the toast and the status area")
struct ToastGoldenTests {
  let now = VirtualClock.keynote

  /// A dashboard with every mode on and a toast up.
  func state(width: Int, toast: String = "Developer Mode on: reloads not budgeted")
    -> DashboardState
  {
    var state = DashboardState()
    state.size = TerminalSize(width: width, height: 16)
    state.widgets.developerMode = true
    state.device.isLocked = true
    state.themeStep = 1
    state.toast.current = Toast(.text(toast), until: now + ToastFeature.duration)
    return state
  }

  func context(theme: String = "default", ascii: Bool = false) throws -> RenderContext {
    var context = RenderContext(
      theme: try ThemeLoader.load(nameOrPath: theme), now: now,
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: ascii,
      clockRate: ClockRate(speed: 60, isPaused: true))
    context.reducedMotion = true
    return context
  }

  /// The first two rows of a frame: the status bar and the toast's row.
  func top(_ frame: Frame) -> String {
    frame.text.components(separatedBy: "\n").prefix(2).joined(separator: "\n")
  }

  @Test("every mode on: the status area at 200, 120 and 80 columns, and in ASCII")
  func statusArea() throws {
    for width in [200, 120, 80] {
      let frame = DashboardRenderer.render(state(width: width), context: try context())
      GoldenFrame.assertMatches(top(frame), named: "status-area-\(width)")
    }
    let ascii = DashboardRenderer.render(state(width: 200), context: try context(ascii: true))
    GoldenFrame.assertMatches(top(ascii), named: "status-area-200-ascii")
    let wide = top(DashboardRenderer.render(state(width: 200), context: try context()))
    for indicator in ["light", "reduce motion", "DEV", "🔒", "⏸ 60×"] {
      #expect(wide.contains(indicator), "\(indicator) shows at 200 columns")
    }
  }

  @Test("the status area never overlaps the tabs; modes that are off show nothing")
  func noOverlap() throws {
    for width in stride(from: 52, through: 200, by: 1) {
      let state = state(width: width)
      let frame = DashboardRenderer.render(state, context: try context())
      let painter = Painter(context: try context())
      let tabs = Painter.tabs(state: state, width: width)
      let tabsEnd = tabs.last.map { $0.x + CellWidth.of($0.text) } ?? 0
      let area = painter.statusArea(state: state, from: tabsEnd + 1, width: width)
      #expect(area.allSatisfy { $0.x > tabsEnd }, "at \(width) columns")
      let bar = top(frame).components(separatedBy: "\n")[0]
      for tab in tabs where tab.x + CellWidth.of(tab.text) <= width {
        #expect(bar.contains(tab.text), "the tabs are whole at \(width) columns")
      }
    }
    var off = DashboardState()
    off.size = TerminalSize(width: 200, height: 16)
    let plain = RenderContext(theme: try ThemeLoader.load(nameOrPath: "default"), now: now)
    let line = DashboardRenderer.render(off, context: plain).text.components(
      separatedBy: "\n")[0]
    let after = line.components(separatedBy: "6 Shortcuts").last ?? ""
    #expect(after.trimmingCharacters(in: .whitespaces).isEmpty, "nothing on: \(line)")
  }

  @Test("a toast too long for the row is clipped with …")
  func clipped() throws {
    let long = String(repeating: "very long message ", count: 10) + "end"
    let frame = DashboardRenderer.render(state(width: 80, toast: long), context: try context())
    let row = frame.text.components(separatedBy: "\n")[1]
    #expect(row.contains("…"))
    #expect(!row.contains("end"))
    GoldenFrame.assertMatches(top(frame), named: "toast-clipped-80")
  }

  @Test("a toast reads in every theme (4.5:1 where the theme gives colours) and in monochrome")
  func readable() throws {
    for name in ThemeCycle.order {
      for kind in [Toast.Kind.info, .error] {
        var state = state(width: 120)
        state.themeStep = 0
        state.toast.current = Toast(.text("Break logged."), kind: kind, until: now + 1)
        let frame = DashboardRenderer.render(state, context: try context(theme: name))
        let row = frame.text.components(separatedBy: "\n")[1]
        let x = try #require(
          row.range(of: "Break").map { row.distance(from: row.startIndex, to: $0.lowerBound) })
        let style = frame[x, 1].style
        if let foreground = RGB(style.foreground), let background = RGB(style.background) {
          #expect(
            foreground.contrast(with: background) >= 4.5, "\(name) \(kind): \(style)")
        } else if name == "monochrome" {
          #expect(style.attributes.contains(.reverse), "monochrome shows it reversed")
        }
      }
    }
  }

  @Test("the status area's indicators read in every theme (4.5:1 where it gives colours)")
  func indicatorsReadable() throws {
    for name in ThemeCycle.order {
      let painter = Painter(context: try context(theme: name))
      let background = RGB(painter.theme.color(.background))
      for indicator in painter.modeIndicators(state: state(width: 200)) {
        guard let background, let foreground = RGB(indicator.style.foreground) else { continue }
        #expect(
          foreground.contrast(with: background) >= 4.5, "\(name) \(indicator.text)")
      }
    }
  }
}
