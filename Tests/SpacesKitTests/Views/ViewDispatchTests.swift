import SpacesKit
import Testing

/// A key the tests set, to see which environment a custom view's body read.
private struct LabelKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  fileprivate var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

/// Shows the label its environment holds.
private struct Shown: View {
  @Environment(\.label) var label
  var body: some View { Text(label) }
}

/// Wrappers among other stored properties of a generic type, so their offsets depend on `T`.
private struct Mixed<T>: View {
  let padding: T
  @Environment(\.label) var label
  let number: Int
  @State var count = 3
  var body: some View { Text("\(label) \(number) \(count)") }
}

/// A class view: its wrappers are in the instance.
@MainActor
private final class ClassView: View {
  @Environment(\.label) var label
  var body: some View { Text("class \(label)") }
}

/// An enum view: no wrappers, a body by case.
private enum Choice: View {
  case first, second
  var body: some View { Text(self == .first ? "first" : "second") }
}

/// A custom view that holds another custom view and passes it on.
private struct Holder<Content: View>: View {
  @Environment(\.label) var label
  let content: Content
  var body: some View {
    VStack {
      Text("holder \(label)")
      content
    }
  }
}

/// A view whose `if` has no `else` (an `Optional`) and one with both (a `_ConditionalContent`).
private struct Branches: View {
  let on: Bool
  var body: some View {
    VStack {
      if on { Shown() }
      if on { Shown() } else { Text("off") }
    }
  }
}

/// Resolution reaches each view's code through `View._makeViewNode`: SpacesKit's primitive views
/// resolve themselves, every other view installs its wrappers and resolves its `body`, whatever
/// generic wrapper it sits in.
@MainActor
@Suite("View resolution: static dispatch and dynamic properties without reflection")
struct ViewDispatchTests {
  private func labelled(_ label: String) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.label = label
    return environment
  }

  @Test("a custom view reads the environment inside each of SpacesKit's generic containers")
  func containers() {
    let environment = labelled("set")
    let shown = ViewNode.text(.verbatim("set"))
    #expect(resolveViewNode(Shown(), environment: environment) == shown)
    #expect(resolveViewNode(AnyView(Shown()), environment: environment) == shown)
    #expect(resolveViewNode(Optional(Shown()), environment: environment) == shown)
    #expect(resolveViewNode(Optional<Shown>.none, environment: environment) == .empty)
    #expect(
      resolveViewNode(Shown().padding(), environment: environment)
        == resolveViewNode(Text("set").padding()))
    #expect(
      resolveViewNode(VStack { Shown() }, environment: environment)
        == resolveViewNode(VStack { Text("set") }))
    #expect(
      resolveViewNode(ForEach(0..<2, id: \.self) { _ in Shown() }, environment: environment)
        == resolveViewNode(ForEach(0..<2, id: \.self) { _ in Text("set") }))
    #expect(
      resolveViewNode(Branches(on: true), environment: environment)
        == resolveViewNode(
          VStack {
            Text("set"); Text("set")
          }))
    #expect(
      resolveViewNode(Branches(on: false), environment: environment)
        == resolveViewNode(VStack { Text("off") }))
    #expect(
      resolveViewNode(Holder(content: Shown()), environment: environment)
        == resolveViewNode(
          VStack {
            Text("holder set"); Text("set")
          }))
  }

  @Test("wrappers among other properties, in a class and in an enum, are found where they are")
  func layouts() {
    let environment = labelled("here")
    #expect(
      resolveViewNode(Mixed(padding: "x", number: 7), environment: environment)
        == .text(.verbatim("here 7 3")))
    #expect(
      resolveViewNode(Mixed(padding: (1.0, 2.0, 3.0), number: 8), environment: environment)
        == .text(.verbatim("here 8 3")))
    #expect(
      resolveViewNode(ClassView(), environment: environment) == .text(.verbatim("class here")))
    #expect(resolveViewNode(Choice.second) == .text(.verbatim("second")))
    // Without a resolution, the wrapper reads the key's default.
    #expect(Shown().label == "default")
  }

  @Test("a @State among other properties lives in the host's store under its own name")
  func stateInHost() {
    let store = ViewStateStore()
    var environment = labelled("in")
    environment._appScreen = AppScreenContext(appName: "Tests", appShortcuts: [], store: store)
    store.beginPass()
    #expect(
      resolveViewNode(AnyView(Mixed(padding: 0, number: 1)), environment: environment)
        == .text(.verbatim("in 1 3")))
    #expect(store.keys.count == 1)
    let key = store.keys.first ?? ""
    #expect(key.hasSuffix(".count"))
    store.setValue(9, for: key)
    store.beginPass()
    #expect(
      resolveViewNode(AnyView(Mixed(padding: 0, number: 1)), environment: environment)
        == .text(.verbatim("in 1 9")))
  }
}
