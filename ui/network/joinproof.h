// The join code and its proof. The host shows a short code to its person,
// who tells it to the friend joining; the code itself never crosses the
// network: the host sends a random challenge, and the joiner answers with
// HMAC-SHA256(key: the code, message: the challenge). A listener on the
// wire learns neither the code nor an answer it could replay, since every
// joining gets a new challenge.
#pragma once

#include <QByteArray>
#include <QString>

namespace quatre::ui::net {

inline constexpr int kJoinCodeLength = 6;
inline constexpr int kChallengeBytes = 32;
// Wrong proofs from one address before the host stops hosting.
inline constexpr int kMaxWrongProofs = 3;

// A new code: kJoinCodeLength characters from letters and digits that
// cannot be mistaken for one another when read aloud or copied (no 0/O, 1/I/L).
QString newJoinCode();
// The code as a person may type it: upper case, without spaces or dashes.
QString normalisedJoinCode(const QString &typed);
QByteArray newChallenge();
QByteArray joinProof(const QString &code, const QByteArray &challenge);
// Whether `proof` answers `challenge` for `code`, compared in constant time.
bool isValidProof(const QString &code, const QByteArray &challenge, const QByteArray &proof);

} // namespace quatre::ui::net
