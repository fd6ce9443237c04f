/// Runs view code (a `GeometryReader`'s content, an alignment guide) from the renderer.
///
/// View code is main-actor code, and the renderer always lays out on the main actor (the
/// dashboard's loop and the test library are `@MainActor`), but the renderer's types aren't
/// isolated, so the compiler can't see it. The closure is called as it is, without the runtime
/// check of `MainActor.assumeIsolated` (which traps where the main actor runs off the main
/// thread, as under Swift Testing on Linux).
package enum MainActorBridge {
  /// Calls a main-actor closure from the renderer.
  package static func call<Argument, Result>(
    _ body: @escaping @MainActor (Argument) -> Result, with argument: Argument
  ) -> Result {
    // A synchronous global-actor-isolated function has the same representation as a
    // non-isolated one.
    let unisolated = unsafeBitCast(body, to: ((Argument) -> Result).self)
    return unisolated(argument)
  }
}
