#include "ui/network/joinproof.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

#include <array>

namespace quatre::ui::net {

namespace {

constexpr char kCodeAlphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

} // namespace

QString newJoinCode()
{
    // The system generator: a code guessed from earlier codes or the time
    // would let a stranger in.
    QRandomGenerator *random = QRandomGenerator::system();
    QString code;
    for (int i = 0; i < kJoinCodeLength; ++i)
        code += QLatin1Char(kCodeAlphabet[random->bounded(int(sizeof kCodeAlphabet) - 1)]);
    return code;
}

QString normalisedJoinCode(const QString &typed)
{
    QString code;
    for (const QChar c : typed)
        if (!c.isSpace() && c != QLatin1Char('-'))
            code += c.toUpper();
    return code;
}

QByteArray newChallenge()
{
    std::array<quint32, kChallengeBytes / 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
    return QByteArray(reinterpret_cast<const char *>(words.data()), kChallengeBytes);
}

QByteArray joinProof(const QString &code, const QByteArray &challenge)
{
    return QMessageAuthenticationCode::hash(challenge, normalisedJoinCode(code).toUtf8(), QCryptographicHash::Sha256);
}

bool isValidProof(const QString &code, const QByteArray &challenge, const QByteArray &proof)
{
    const QByteArray expected = joinProof(code, challenge);
    if (proof.size() != expected.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < expected.size(); ++i)
        difference |= static_cast<unsigned char>(expected[i] ^ proof[i]);
    return difference == 0;
}

} // namespace quatre::ui::net
