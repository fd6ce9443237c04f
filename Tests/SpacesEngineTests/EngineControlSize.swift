import SpacesEngine

/// A control's size in Control Center (the engine's), not SwiftUI's `ControlSize` that
/// SpacesKit also declares: these tests mean the engine's wherever they write `ControlSize`.
typealias ControlSize = SpacesEngine.ControlSize
