import Foundation
import SpacesEngine
import SpacesKit
import Testing

@testable import SpacesRender

/// Content taller or wider than its space: the part that fits is drawn, the cut is marked, and
/// the clip is reported once.
@MainActor
@Suite("Overflow: content that doesn't fit is clipped and marked, never blanked")
struct OverflowTests {
  private var sevenRows: some View {
    VStack(alignment: .leading) {
      ForEach(1...7, id: \.self) { Text("Row \($0)") }
    }
  }

  private func lockScreen(showing view: ViewNode, ascii: Bool = false) throws -> [String] {
    var state = DashboardState()
    state.size = TerminalSize(width: 60, height: 24)
    state.navigation.space = .lockScreen
    state.activities["a"] = LiveActivityState(
      id: "a", attributesType: "Delivery", view: view,
      startDate: Date(timeIntervalSince1970: 0), relevanceScore: 0, staleDate: nil,
      hasEnded: false, dismissalDate: nil)
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: ascii)
    return DashboardRenderer.render(state, context: context).text.components(separatedBy: "\n")
  }

  @Test("a Live Activity of seven rows draws the five that fit and marks the cut")
  func liveActivity() throws {
    let rows = try lockScreen(showing: resolveViewNode(sevenRows))
    let box = rows.drop { !$0.contains("Row 1") }.prefix(6)
    #expect(box.count == 6, "\(rows.joined(separator: "\n"))")
    #expect(box.prefix(5).map { $0.contains("Row") } == [true, true, true, true, true])
    #expect(!rows.contains { $0.contains("Row 6") })
    #expect(box.dropFirst(4).first?.contains("▾") == true, "\(rows.joined(separator: "\n"))")
    #expect(
      LayoutWarnings.shared.hasReported(
        "the Delivery Live Activity doesn't fit its 41×5 cells: 2 rows cut off"))
    let ascii = try lockScreen(showing: resolveViewNode(sevenRows), ascii: true)
    #expect(ascii.contains { $0.contains("Row 5") && $0.contains("v |") }, "\(ascii)")
  }

  @Test("a widget whose content is taller than its family draws what fits and marks the cut")
  func widget() throws {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!)
    var frame = Frame(width: 10, height: 3)
    ViewRenderer(context: context).drawWidget(
      resolveViewNode(sevenRows), transition: nil, in: Rect(x: 0, y: 0, width: 10, height: 3),
      frame: &frame, environment: .init(foreground: .default),
      owner: "the Tall widget (systemSmall)")
    #expect(frame.text.components(separatedBy: "\n") == ["Row 1     ", "Row 2     ", "Row 3    ▾"])
    #expect(
      LayoutWarnings.shared.hasReported(
        "the Tall widget (systemSmall) doesn't fit its 10×3 cells: 4 rows cut off"))
  }

  @Test("a wide row is cut at the edge and marked ▸")
  func wideRow() throws {
    let row = HStack(spacing: 0) {
      Text("Departures").fixedSize()
      Text("Arrivals").fixedSize()
    }
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!)
    var frame = Frame(width: 12, height: 1)
    ViewRenderer(context: context).draw(
      resolveViewNode(row), in: Rect(x: 0, y: 0, width: 12, height: 1), frame: &frame,
      environment: .init(foreground: .default))
    #expect(frame.text == "DeparturesA▸")
  }
}
