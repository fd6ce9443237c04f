import Foundation
import SpacesKit
import Testing

@testable import SpacesEngine

@MainActor
@Suite struct UnsupportedViewModifierTests {
  @Test("a view's recorded unsupported modifiers become 'not supported yet' lines naming the owner")
  func lines() {
    // The animation modifiers and `.invalidatableContent()` are honoured; a spring's bounce
    // isn't (the terminal moves in whole cells).
    let node = resolveViewNode(
      Text("3").contentTransition(.numericText(value: 3))
        .animation(.spring(duration: 0.5, bounce: 0.3), value: 3)
        .invalidatableContent().bold())
    let lines = UnsupportedAPIs.used(inView: node, by: "CaffeineAttributes")
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { $0.hasPrefix("CaffeineAttributes: .") })
    #expect(lines[0].contains(".animation(.spring(bounce: 0.3))"))
    #expect(
      EngineEvent(date: .distantPast, kind: .unsupported(lines[0])).description.hasPrefix(
        "not supported yet: CaffeineAttributes: .animation(.spring(bounce: 0.3))"))
    #expect(UnsupportedAPIs.used(inView: resolveViewNode(Text("x").bold()), by: "A").isEmpty)
    let smooth = resolveViewNode(Text("x").animation(.smooth(duration: 1.8), value: 1))
    #expect(UnsupportedAPIs.used(inView: smooth, by: "A").isEmpty)
  }
}
