import SpacesKit
import Testing

/// Shows the widget family it is drawn in.
private struct FamilyText: View {
  @Environment(\.widgetFamily) var family

  var body: some View { Text(family.description) }
}

/// Reads the family itself, then sets another one for its children.
private struct FamilyParent: View {
  @Environment(\.widgetFamily) var family

  var body: some View {
    VStack {
      Text("parent \(family.description)")
      FamilyText()
    }
    .environment(\.widgetFamily, .systemLarge)
  }
}

/// A key a developer declares, as in SwiftUI.
private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "Hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// Shows the greeting from its environment, in a branch.
private struct Greeting: View {
  @Environment(\.greeting) var greeting
  var loud: Bool

  var body: some View {
    if loud {
      Text(greeting.uppercased())
    } else {
      Text(greeting)
    }
  }
}

@MainActor
@Suite("EnvironmentValues, @Environment and .environment")
struct EnvironmentTests {
  @Test("a custom view's body reads the default environment, or the one it resolves under")
  func customViewBody() {
    #expect(resolveViewNode(FamilyText()) == .text(.verbatim("systemSmall")))
    var environment = EnvironmentValues()
    environment.widgetFamily = .accessoryRectangular
    #expect(
      resolveViewNode(FamilyText(), environment: environment)
        == .text(.verbatim("accessoryRectangular")))
  }

  @Test(".environment sets a value for a whole subtree, through stacks and modifiers")
  func subtree() {
    let node = resolveViewNode(
      HStack {
        FamilyText()
        VStack { FamilyText().bold() }
      }
      .environment(\.widgetFamily, .systemMedium))
    #expect(
      node
        == .stack(
          .horizontal, alignment: .center, spacing: nil,
          children: [
            .text(.verbatim("systemMedium")),
            .stack(
              .vertical, alignment: .center, spacing: nil,
              children: [.modified(.text(.verbatim("systemMedium")), .bold(true))]),
          ]))
  }

  @Test("an inner .environment overrides an outer one; a parent reads its own environment")
  func overriding() {
    let inner = resolveViewNode(
      VStack {
        FamilyText()
        FamilyText().environment(\.widgetFamily, .accessoryInline)
      }
      .environment(\.widgetFamily, .systemExtraLarge))
    #expect(
      inner.flattenedChildren.first.map { node -> [ViewNode] in
        guard case .stack(_, _, _, let children) = node else { return [] }
        return children
      } == [.text(.verbatim("systemExtraLarge")), .text(.verbatim("accessoryInline"))])

    let parent = resolveViewNode(FamilyParent().environment(\.widgetFamily, .systemMedium))
    guard case .stack(_, _, _, let children) = parent else {
      Issue.record("expected a stack, got \(parent)")
      return
    }
    #expect(children == [.text(.verbatim("parent systemMedium")), .text(.verbatim("systemLarge"))])
  }

  @Test("a developer's own key: its default, then the value set, in either builder branch")
  func customKey() {
    #expect(EnvironmentValues().greeting == "Hello")
    #expect(resolveViewNode(Greeting(loud: false)) == .text(.verbatim("Hello")))
    #expect(
      resolveViewNode(Greeting(loud: true).environment(\.greeting, "Hi"))
        == .text(.verbatim("HI")))
    #expect(
      resolveViewNode(Greeting(loud: false).environment(\.greeting, "Hi"))
        == .text(.verbatim("Hi")))
  }

  @Test("views built before resolution keep no environment: the same value resolves twice")
  func deferred() {
    let view = VStack { FamilyText() }
    var large = EnvironmentValues()
    large.widgetFamily = .systemLarge
    #expect(
      resolveViewNode(view)
        == .stack(
          .vertical, alignment: .center, spacing: nil, children: [.text(.verbatim("systemSmall"))])
    )
    #expect(
      resolveViewNode(view, environment: large)
        == .stack(
          .vertical, alignment: .center, spacing: nil, children: [.text(.verbatim("systemLarge"))])
    )
  }

  @Test("WidgetFamily has WidgetKit's seven families")
  func families() {
    #expect(
      WidgetFamily.allCases.map(\.description) == [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "accessoryCircular",
        "accessoryRectangular", "accessoryInline",
      ])
  }
}
