extension View {
  /// Adds an action to run when this view appears.
  ///
  /// A widget's or a Live Activity's view is archived from its entry, as in WidgetKit: nothing
  /// runs. In an app's screen the action isn't run yet either, and that is logged.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _LifecycleView(content: self, name: ".onAppear(perform:)")
  }

  /// Adds an action to run when this view disappears (see `onAppear(perform:)`).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _LifecycleView(content: self, name: ".onDisappear(perform:)")
  }

  /// Adds an asynchronous task to run when this view appears (see `onAppear(perform:)`).
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _LifecycleView(content: self, name: ".task(priority:_:)")
  }

  /// Adds an asynchronous task that runs again when a value changes (see `onAppear(perform:)`).
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    _LifecycleView(content: self, name: ".task(id:priority:_:)")
  }
}

/// A view with a lifecycle action: in a widget nothing runs (WidgetKit archives the view); in an
/// app's screen the action is reported as not run yet.
package struct _LifecycleView<Content: View>: _PrimitiveView {
  let content: Content
  let name: String

  /// Resolves to the content, marked not supported yet in an app's screen.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let node = resolveViewNode(content, environment: environment)
    guard environment._appScreen != nil else { return node }
    return .modified(node, .notSupportedYet("\(name) in an app's screen (not run)"))
  }
}
