import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Dynamic Island's layout in cells: the compact pill's width, the expanded regions'
/// widths by priority, content margins, and bad input that still draws.
@MainActor
@Suite("Dynamic Island layout")
struct IslandLayoutTests {
  static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

  func painter() throws -> Painter {
    Painter(
      context: RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Self.start,
        timeZone: try #require(TimeZone(identifier: "UTC"))))
  }

  /// A delivery's island, written as an app writes it.
  func island(
    leadingPriority: Double = 0, trailingPriority: Double = 0, margin: CGFloat? = nil,
    trailingText: String = "Arriving at 12:30"
  ) -> DynamicIslandPresentation {
    var island = DynamicIsland {
      DynamicIslandExpandedRegion(.leading, priority: leadingPriority) {
        Label("Noodle Bar Express Kitchen", systemImage: "bag.fill")
      }
      DynamicIslandExpandedRegion(.trailing, priority: trailingPriority) {
        Text(trailingText)
      }
      DynamicIslandExpandedRegion(.bottom) {
        Text("Order #42 is on the way")
      }
    } compactLeading: {
      Image(systemName: "bag.fill")
    } compactTrailing: {
      Text(trailingText)
    } minimal: {
      Image(systemName: "bag.fill")
    }
    .keylineTint(.orange)
    if let margin { island = island.contentMargins(.horizontal, margin, for: .expanded) }
    return island.presentation
  }

  func state(_ islands: [DynamicIslandPresentation], size: TerminalSize) -> DashboardState {
    var state = DashboardState()
    state.size = size
    for (index, island) in islands.enumerated() {
      let id = "delivery-\(index)"
      state.activities[id] = LiveActivityState(
        id: id, attributesType: "DeliveryAttributes", view: .text(.verbatim("Order")),
        startDate: Self.start + Double(index), staleDate: nil, hasEnded: false,
        dismissalDate: nil, island: island)
    }
    return state
  }

  @Test("a higher priority region gets the width it needs first; equal ones share it evenly")
  func priorityDecidesWidth() throws {
    let view = ExpandedIslandView(painter: try painter())
    let area = Rect(x: 0, y: 2, width: 40, height: 20)
    // 38 columns of box, 34 inside (a column of margin at each side), a column between.
    let even = view.layout(island(), in: area).regions
    #expect(even.map(\.position) == ["leading", "trailing", "bottom"])
    // 33 columns for two: each at most half; the odd column goes to the one that needs it.
    #expect(even[0].rect.width == 17 && even[1].rect.width == 16, "\(even)")
    let trailingFirst = view.layout(island(trailingPriority: 1), in: area).regions
    #expect(trailingFirst[1].rect.width == 17, "\"Arriving at 12:30\" in full: \(trailingFirst)")
    #expect(trailingFirst[0].rect.width == 16)
    let leadingFirst = view.layout(island(leadingPriority: 1), in: area).regions
    #expect(leadingFirst[0].rect.width == 29, "the label in full: \(leadingFirst)")
    #expect(leadingFirst[1].rect.width == 4, "the rest, less the gap")
    #expect(leadingFirst[1].rect.maxX == area.width / 2 + 19 - 2, "trailing hugs the right edge")
  }

  @Test("contentMargins(.horizontal, 16, for: .expanded) insets the regions two columns")
  func contentMargins() throws {
    let view = ExpandedIslandView(painter: try painter())
    let area = Rect(x: 0, y: 2, width: 80, height: 20)
    let system = view.layout(island(), in: area)
    let wide = view.layout(island(margin: 16), in: area)
    #expect(system.regions[0].rect.x == system.box.x + 2, "border and the system's column")
    #expect(wide.regions[0].rect.x == wide.box.x + 3, "border and two columns")
    #expect(wide.regions[2].rect.width == system.regions[2].rect.width - 2)
    // Bad lengths draw something sensible: NaN and negative are no margin.
    #expect(view.layout(island(margin: .nan), in: area).regions[0].rect.x == system.box.x + 1)
    #expect(view.layout(island(margin: -8), in: area).regions[0].rect.x == system.box.x + 1)
  }

  @Test("expanded with a priority and the keyline tint, as drawn (golden)")
  func expandedFrame() throws {
    var state = state([island(trailingPriority: 1)], size: TerminalSize(width: 60, height: 16))
    state.island.expanded = "delivery-0"
    state.navigation.presentations = [.island]
    let frame = DashboardRenderer.render(state, context: try painter().context)
    GoldenFrame.assertMatches(frame.text, named: "island-expanded-priority")
    let box = ExpandedIslandView(painter: try painter()).layout(
      island(trailingPriority: 1), in: DashboardRenderer.areas(for: state).content
    ).box
    let orange = try painter().context.theme.resolve(.orange)
    #expect(frame[box.x, box.y].style.foreground == orange, "the keyline tint on the border")
  }

  @Test("a compact pill too wide for a narrow terminal is clipped with the marker, never wider")
  func narrowTerminalClips() throws {
    let long = island(trailingText: String(repeating: "Arriving soon ", count: 6))
    let state = state([long, island()], size: TerminalSize(width: 52, height: 16))
    let frame = DashboardRenderer.render(state, context: try painter().context)
    let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[1]
    GoldenFrame.assertMatches(String(row), named: "island-compact-narrow")
    #expect(row.contains("…"), "clipped with the marker: \(row)")
    // Control Center is a phone space: the island is clipped to the phone canvas's columns.
    let phone = PhoneCanvas(in: DashboardRenderer.areas(for: state).content).rect
    let margin = String(repeating: " ", count: phone.x + 1)
    let right = String(repeating: " ", count: 52 - phone.maxX + 1)
    #expect(
      row.hasSuffix("◖👜◗" + right), "the second activity's minimal view still fits: \(row)")
    #expect(row.hasPrefix(margin + "◖"), "within the phone: \(row)")
  }

  @Test("in the monochrome theme the pill and its views are drawn in reverse video")
  func monochromeReverseVideo() throws {
    let state = state([island()], size: TerminalSize(width: 80, height: 20))
    let context = RenderContext(
      theme: try ThemeLoader.load(nameOrPath: "monochrome"), now: Self.start,
      timeZone: try #require(TimeZone(identifier: "UTC")))
    let frame = DashboardRenderer.render(state, context: context)
    let row = (0..<frame.width).map { frame[$0, IslandView.row] }
    let open = try #require(row.firstIndex { $0.grapheme == "◖" })
    let close = try #require(row.firstIndex { $0.grapheme == "◗" })
    let inside = row[(open + 1)..<close].filter { $0.width > 0 }
    #expect(
      inside.allSatisfy { $0.style.attributes.contains(.reverse) },
      "every cell between the caps, the views' text too, is reversed")
    let text = String(
      frame.text.split(separator: "\n", omittingEmptySubsequences: false)[IslandView.row])
    #expect(text.contains("Arriving at 12:30"), "readable: \(text)")
  }
}
