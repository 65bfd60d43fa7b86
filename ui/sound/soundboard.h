// Plays the game's sounds on the computer's speakers with Qt Multimedia's
// QSoundEffect, from the WAV files the build made (":/sounds/").
//
// Nothing is done before the first sound is asked for, so the window starts
// as fast as without sound. Then, if the system has no audio output (a
// machine without a sound server, the tests, CI), it stays silent for good:
// it makes no effect and prints nothing.
#pragma once

#include "ui/sound/soundoutput.h"

#include <QObject>

#include <array>
#include <optional>

class QSoundEffect;

namespace quatre::ui {

class SoundBoard : public QObject, public SoundOutput {
    Q_OBJECT

public:
    explicit SoundBoard(QObject *parent = nullptr);
    ~SoundBoard() override;

    void play(sound::SoundId sound, qreal volume) override;

    // Whether an audio output was found; unknown until the first play().
    std::optional<bool> hasAudioOutput() const { return m_hasOutput; }
    // The effects made so far (none without an audio output).
    int effectCount() const;

    // The resource path of a sound's WAV file.
    static QString resourcePath(sound::SoundId sound);

private:
    static bool findAudioOutput();
    QSoundEffect *effect(sound::SoundId sound);

    std::optional<bool> m_hasOutput;
    std::array<QSoundEffect *, sound::kAllSounds.size()> m_effects{};
};

} // namespace quatre::ui
