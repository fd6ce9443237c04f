import Foundation
import SpacesKit
import Testing

@testable import SpacesEngine

@MainActor
@Suite struct UnsupportedViewModifierTests {
  @Test("a view's recorded unsupported modifiers become 'not supported yet' lines naming the owner")
  func lines() {
    // The animation modifiers are honoured (entry animations); `.invalidatableContent()` isn't.
    let node = resolveViewNode(
      Text("3").contentTransition(.numericText(value: 3)).animation(.spring, value: 3)
        .invalidatableContent().bold())
    let lines = UnsupportedAPIs.used(inView: node, by: "CaffeineAttributes")
    #expect(lines.count == 1)
    #expect(lines.allSatisfy { $0.hasPrefix("CaffeineAttributes: .") })
    #expect(lines[0].contains(".invalidatableContent()"))
    #expect(
      EngineEvent(date: .distantPast, kind: .unsupported(lines[0])).description.hasPrefix(
        "not supported yet: CaffeineAttributes: .invalidatableContent()"))
    #expect(UnsupportedAPIs.used(inView: resolveViewNode(Text("x").bold()), by: "A").isEmpty)
  }
}
