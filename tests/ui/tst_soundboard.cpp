// SoundBoard: the sounds are in the resources as the WAV files the build
// made; on a machine with no audio output (the tests' private runtime
// directory has no sound server) playing makes no effect and prints nothing.
#include "ui/sound/soundboard.h"

#include "core/sound/wav.h"

#include <QFile>
#include <QSoundEffect>
#include <QTest>
#include <QUrl>

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

    // Qt Multimedia takes the files as they are: an effect made from each,
    // whatever the machine's outputs, gets Ready, not Error. (Last, as the
    // first effect wakes Qt Multimedia, which the test above must find asleep.)
    void qtReadsEverySound()
    {
        // Without an output, an effect says so on stderr: not this test's concern.
        const QtMessageHandler previous = qInstallMessageHandler(recordMessage);
        for (sound::SoundId id : sound::kAllSounds) {
            QSoundEffect effect;
            effect.setSource(QUrl(QLatin1String("qrc") + SoundBoard::resourcePath(id)));
            QTRY_VERIFY(effect.status() == QSoundEffect::Ready || effect.status() == QSoundEffect::Error);
            QCOMPARE(effect.status(), QSoundEffect::Ready);
        }
        qInstallMessageHandler(previous);
    }
};

QTEST_MAIN(TestSoundBoard)
#include "tst_soundboard.moc"
