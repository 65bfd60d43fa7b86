// Where the game's sounds go: the window asks for them, an output plays them
// (SoundBoard on the computer's speakers). Kept apart so that the window and
// its tests need no audio library, and the command-line tool links none.
#pragma once

#include "core/sound/synthesiser.h"

#include <QtGlobal>

namespace quatre::ui {

class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // Plays the sound at `volume` in [0, 1] (1: as loud as the player's
    // system allows, 0.5: what people hear as half as loud).
    virtual void play(sound::SoundId sound, qreal volume) = 0;
};

} // namespace quatre::ui
