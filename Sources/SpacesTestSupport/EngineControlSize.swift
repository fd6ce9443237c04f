import SpacesEngine

/// A control's size in Control Center (the engine's), not SwiftUI's `ControlSize` that
/// SpacesKit also declares: this module means the engine's wherever it writes `ControlSize`.
package typealias ControlSize = SpacesEngine.ControlSize
