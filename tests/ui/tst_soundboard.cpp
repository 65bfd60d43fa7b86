// SoundBoard: the sounds are in the resources as the WAV files the build
// made; on a machine with no audio output (the tests' private runtime
// directory has no sound server) playing makes no effect and prints nothing.
#include "ui/sound/soundboard.h"

#include "core/sound/wav.h"

#include <QFile>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

QStringList g_messages;

void recordMessage(QtMsgType, const QMessageLogContext &, const QString &message)
{
    g_messages << message;
}

} // namespace

class TestSoundBoard : public QObject {
    Q_OBJECT

private slots:
    void everySoundIsInTheResourcesAsItsSynthesis()
    {
        for (sound::SoundId id : sound::kAllSounds) {
            QFile file(SoundBoard::resourcePath(id));
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
            const QByteArray bytes = file.readAll();
            const std::vector<std::uint8_t> expected = sound::wavFile(sound::synthesise(id), sound::kSampleRate);
            QCOMPARE(bytes, QByteArray(reinterpret_cast<const char *>(expected.data()), qsizetype(expected.size())));
        }
    }

    void withoutAnAudioOutputItIsSilentAndSaysNothing()
    {
        SoundBoard board;
        QVERIFY(!board.hasAudioOutput().has_value()); // nothing looked at before the first sound
        g_messages.clear();
        const QtMessageHandler previous = qInstallMessageHandler(recordMessage);
        for (sound::SoundId id : sound::kAllSounds)
            board.play(id, 0.8);
        qInstallMessageHandler(previous);
        QVERIFY(board.hasAudioOutput().has_value());
        if (*board.hasAudioOutput())
            QSKIP("this machine has an audio output");
        QCOMPARE(board.effectCount(), 0);
        QCOMPARE(g_messages, QStringList());
    }
};

QTEST_MAIN(TestSoundBoard)
#include "tst_soundboard.moc"
