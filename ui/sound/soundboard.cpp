#include "ui/sound/soundboard.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <algorithm>

namespace quatre::ui {

namespace {

QtMessageHandler g_previousHandler = nullptr;

// Qt Multimedia's PulseAudio backend warns on stderr when it finds no sound
// server ("PulseAudioService: pa_context_connect() failed"), with no logging
// category to switch it off by: while the outputs are first listed, its
// messages are dropped and every other one passes on.
void dropAudioServiceMessages(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.startsWith(QLatin1String("PulseAudioService:")))
        return;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
    else
        qt_message_output(type, context, message);
}

} // namespace

SoundBoard::SoundBoard(QObject *parent)
    : QObject(parent)
{}

SoundBoard::~SoundBoard() = default;

QString SoundBoard::resourcePath(sound::SoundId sound)
{
    const std::string_view name = sound::fileName(sound);
    return QLatin1String(":/sounds/") + QLatin1String(name.data(), qsizetype(name.size()));
}

int SoundBoard::effectCount() const
{
    return int(std::count_if(m_effects.begin(), m_effects.end(), [](const QSoundEffect *e) { return e != nullptr; }));
}

bool SoundBoard::findAudioOutput()
{
    g_previousHandler = qInstallMessageHandler(dropAudioServiceMessages);
    const bool found = !QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(g_previousHandler);
    g_previousHandler = nullptr;
    return found;
}

QSoundEffect *SoundBoard::effect(sound::SoundId sound)
{
    QSoundEffect *&slot = m_effects[std::size_t(sound)];
    if (!slot) {
        // Made at its first use: QSoundEffect reads and decodes its file on
        // another thread, and plays as soon as that is done.
        slot = new QSoundEffect(this);
        slot->setSource(QUrl(QLatin1String("qrc") + resourcePath(sound)));
    }
    return slot;
}

void SoundBoard::play(sound::SoundId sound, qreal volume)
{
    if (!m_hasOutput)
        m_hasOutput = findAudioOutput();
    if (!*m_hasOutput || volume <= 0)
        return;
    QSoundEffect *player = effect(sound);
    // The volume is asked for as heard; the effect takes a linear factor.
    player->setVolume(float(QAudio::convertVolume(std::clamp(volume, 0.0, 1.0), QAudio::LogarithmicVolumeScale,
                                                  QAudio::LinearVolumeScale)));
    player->play();
}

} // namespace quatre::ui
