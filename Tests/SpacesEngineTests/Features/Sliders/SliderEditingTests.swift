import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@MainActor
@Suite("Sliders in edit mode: moved, removed and added back as iOS 18 allows")
struct SliderEditingTests {
  /// The System app's Control Center in edit mode (ids 1–4 the connectivity block, 5 Do Not
  /// Disturb, 6 Flashlight, 7 Dark Mode), a module focused.
  private func editing(focus: SystemSlider? = .brightness) -> ReducerTestStore {
    var state = ReducerFixtures.systemControlCenter(focus: focus)
    state.editMode.isEditing = true
    return ReducerTestStore(state: state)
  }

  /// The layout saved after a change: the expected state's.
  private func saved(_ state: DashboardState) -> Effect {
    .layout(.save(SavedLayout(state: state)))
  }

  @Test("x removes the focused slider: focus goes to the next module, the layout is saved")
  func remove() {
    let store = editing(focus: .brightness)
    var expected = store.state
    expected.controls.sliderPlaces = [SliderPlace(.volume)]
    expected.navigation.controlCenterFocus = SystemSlider.volume.id
    store.send(
      .key(.character("x")), effects: [saved(expected)],
      events: ["removed Brightness slider from Control Center"]
    ) { $0 = expected }
    #expect(
      store.state.controls.controlCenterLayout.placements.allSatisfy { $0.slider != .brightness })
    #expect(SavedLayout(state: store.state).sliders == [SliderPlace(.volume)])
  }

  @Test("> moves a slider past the other one, then past a control; < moves a control back")
  func move() {
    let store = editing(focus: .brightness)
    var expected = store.state
    expected.controls.sliderPlaces = [SliderPlace(.volume), SliderPlace(.brightness)]
    store.send(.key(.character(">")), effects: [saved(expected)]) { $0 = expected }
    // Past Do Not Disturb (medium, under the sliders either way) the grid looks the same.
    expected.controls.sliderPlaces = [SliderPlace(.volume), SliderPlace(.brightness, after: 1)]
    let until = store.now + ToastFeature.duration
    expected.toast.current = Toast(
      .text("Brightness moved later; the grid still packs it in the same place"), until: until)
    store.send(
      .key(.character(">")),
      effects: [.schedulePresentation(.toast(.expiry), at: until), saved(expected)]
    ) { $0 = expected }
    let dnd = ControlID(5)
    #expect(
      store.state.controls.looseModules == [
        .slider(.volume), .control(dnd), .slider(.brightness), .control(ControlID(6)),
        .control(ControlID(7)),
      ])
    // Do Not Disturb (medium) back before both sliders: they go under it, beside the block.
    store.send(.navigation(.setControlCenterFocus(dnd))) {
      $0.navigation.controlCenterFocus = dnd
    }
    expected = store.state
    expected.controls.sliderPlaces = [
      SliderPlace(.volume, after: 1), SliderPlace(.brightness, after: 1),
    ]
    store.send(.key(.character("<")), effects: [saved(expected)]) { $0 = expected }
    let placements = store.state.controls.controlCenterLayout.placements
    let place = { (id: ControlID) in placements.first { $0.id == id }.map { ($0.column, $0.row) } }
    #expect(place(dnd)! == (2, 0))
    #expect(place(SystemSlider.volume.id)! == (2, 1))
    #expect(place(SystemSlider.brightness.id)! == (3, 1))
    // At the front, < changes nothing and saves nothing; a toast says why.
    let end = store.now + ToastFeature.duration
    store.send(
      .key(.character("<")), effects: [.schedulePresentation(.toast(.expiry), at: end)]
    ) {
      $0.toast.current = Toast(.text("DoNotDisturb is first in Control Center already"), until: end)
    }
  }

  @Test("a block's control moves among the block's controls, not past a slider")
  func blockControl() {
    let store = editing(focus: nil)
    let first = store.state.controls.controlCenterIDs[0]
    var expected = store.state
    var order = expected.controls.controlCenterIDs
    order.swapAt(0, 1)
    expected.controls.reorder(first: order)
    store.send(.key(.character(">")), effects: [saved(expected)]) { $0 = expected }
    #expect(store.state.controls.controlCenterIDs[1] == first)
    #expect(store.state.controls.sliderPlaces == SliderPlace.initial([.brightness, .volume]))
  }

  @Test("the gallery lists the sliders for Control Center only, marked when they show")
  func galleryLists() {
    var state = ReducerFixtures.systemControlCenter(focus: nil)
    state.controls.sliderPlaces = [SliderPlace(.volume)]
    let gallery = GalleryState(target: .controlCenter(after: nil))
    let hosted = state.controls.hostedSliders
    #expect(gallery.sliders(hosted) == [.brightness, .volume])
    #expect(
      gallery.keys(in: state.catalog, shortcuts: [], sliders: hosted).suffix(2)
        == [SystemSlider.brightness.galleryKey, SystemSlider.volume.galleryKey])
    #expect(gallery.mark(of: SystemSlider.volume.galleryKey, in: state) == .added)
    #expect(gallery.mark(of: SystemSlider.brightness.galleryKey, in: state) == nil)
    var search = gallery
    _ = search.search.insert("bright")
    #expect(search.sliders(hosted) == [.brightness])
    #expect(GalleryState(target: .lockScreenSlot(0)).sliders(hosted).isEmpty)
    #expect(GalleryState(target: .actionButton).sliders(hosted).isEmpty)
    // Another app's dashboard hosts none.
    #expect(DashboardState().controls.hostedSliders.isEmpty)
  }

  @Test("choosing a removed slider puts it back after the focused module, focused")
  func addBack() {
    var start = editing(focus: nil).state
    start.controls.sliderPlaces = [SliderPlace(.volume)]
    let dnd = ControlID(5)
    start.navigation.controlCenterFocus = dnd
    let back = ReducerTestStore(state: start)
    var expected = start
    expected.controls.sliderPlaces = [SliderPlace(.volume), SliderPlace(.brightness, after: 1)]
    expected.navigation.controlCenterFocus = SystemSlider.brightness.id
    back.send(
      .editMode(.choose(kind: SystemSlider.brightness.galleryKey, for: .controlCenter(after: dnd))),
      effects: [saved(expected)], events: ["added Brightness slider to Control Center"]
    ) { $0 = expected }
    // One that shows already isn't added twice: a toast says where it is.
    let end = back.now + ToastFeature.duration
    back.send(
      .editMode(.choose(kind: SystemSlider.volume.galleryKey, for: .controlCenter(after: dnd))),
      effects: [.schedulePresentation(.toast(.expiry), at: end)]
    ) {
      $0.toast.current = Toast(.text("Volume is in Control Center already"), until: end)
    }
  }

  @Test("layout.json keeps moved and removed sliders; files without them show both")
  func persisted() throws {
    var state = ReducerFixtures.systemControlCenter(focus: nil)
    #expect(SavedLayout(state: state).sliders == nil, "as on a new phone: nothing written")
    state.controls.sliderPlaces = [SliderPlace(.brightness, after: 2)]
    let layout = SavedLayout(state: state)
    #expect(layout.sliders == [SliderPlace(.brightness, after: 2)])
    let data = try JSONEncoder().encode(layout)
    #expect(try JSONDecoder().decode(SavedLayout.self, from: data) == layout)
    // Applied at start: each slider once, places below 0 raised.
    var restored = ReducerFixtures.systemControlCenter(focus: nil)
    var file = layout
    file.sliders = [
      SliderPlace(.volume, after: -3), SliderPlace(.volume, after: 1), SliderPlace(.brightness),
    ]
    _ = DashboardReducer.reduceLogging(
      into: &restored, action: .controls(.applyLayout(file)), now: VirtualClock.keynote)
    #expect(restored.controls.sliderPlaces == [SliderPlace(.volume), SliderPlace(.brightness)])
    // A file from before: both sliders where they were.
    var old = file
    old.sliders = nil
    var fresh = ReducerFixtures.systemControlCenter(focus: nil)
    _ = DashboardReducer.reduceLogging(
      into: &fresh, action: .controls(.applyLayout(old)), now: VirtualClock.keynote)
    #expect(fresh.controls.sliderPlaces == SliderPlace.initial([.brightness, .volume]))
  }
}
