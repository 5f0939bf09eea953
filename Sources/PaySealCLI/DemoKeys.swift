/// The demo's key pair: Vectors/keys/test-rsa-2048.client-api.json and
/// Vectors/keys/test-rsa-2048.private.pem, unchanged.
///
/// ⚠️ These are PUBLIC TEST KEYS (see Vectors/keys/README.md): the private key is published in
/// this repository, so anyone can decrypt anything encrypted to it. They are built into the CLI
/// only so that `payseal demo` runs from any directory; never configure them anywhere real.
/// `payseal demo --keys DIR` reads the same two file names from DIR instead.
let demoTestClientAPIKeyJSON = #"""
    {
      "keyId": "payseal-test-rsa-2048",
      "publicKey": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA8qRTzkfg9A68lv/MRz4uNaTDSXiqCYxN5VopksYx/jz4Yebd2mzlLTXyPKuEhlLLDy17U83ppgAKyGOI0uljP8GrNrsABtuRJF592W7tSGfppkvoxBViN1/0LXJrxkyAbo5N1P4RwoUvB91SDEKSirf5wmxCkvhRs7IACioRDLvxs+w/MW5Yyk4LZ58GlmOHrWck9tVxB3U0kZtOlpW0qORMHr9+OFE3R9YMJ/Owl5u3JB14x6qJs8+9W7KdcMJAtS/IqUiQ1Ld35r9T2WT/QaxMeTKzzXkGK/ErpGCNSKcv4gfhcbZarOePjZFaMd4ocP+kKXXtzi6EFDXuKHxS3QIDAQAB"
    }
    """#

let demoTestPrivateKeyPEM = #"""
    -----BEGIN PRIVATE KEY-----
    MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDypFPOR+D0DryW
    /8xHPi41pMNJeKoJjE3lWimSxjH+PPhh5t3abOUtNfI8q4SGUssPLXtTzemmAArI
    Y4jS6WM/was2uwAG25EkXn3Zbu1IZ+mmS+jEFWI3X/QtcmvGTIBujk3U/hHChS8H
    3VIMQpKKt/nCbEKS+FGzsgAKKhEMu/Gz7D8xbljKTgtnnwaWY4etZyT21XEHdTSR
    m06WlbSo5Ewev344UTdH1gwn87CXm7ckHXjHqomzz71bsp1wwkC1L8ipSJDUt3fm
    v1PZZP9BrEx5MrPNeQYr8SukYI1Ipy/iB+Fxtlqs54+NkVox3ihw/6Qpde3OLoQU
    Ne4ofFLdAgMBAAECggEAFNerwTzoZF59saTQadA8DOyVv9JnHMHaERjxGEQBGFsp
    ZNN9fB09hGgtYivDivxCqA+al+TIrLM1Oehe4OseVOQwblea1Xv32D1rpwlBxaXz
    ao77tBg4IxSRd3PsMRDyOUzs/55BbUmedBj9SsNPLi5GfH5rK4+8COkB2t2pMEQr
    2UAy+BxYMipNbcbOYlHO/3ls4f8DHcuVAVzXr/5NhdP4gOuob8qKb0MPU1kkZwKr
    hmv2wcvBLUkd7XcXJrzDodzoZ1kOjDfRnL/zeQykhRdyvDYsdofkMXiWlXfiIJUS
    tkgRtufZDssm1VYpiOkINWmvFXMENkp30pcGkkhfoQKBgQD8YMLRE1ouw+oFBSHn
    JkKDnlfKyXXoNUvecu5I9kK2A1w+IWZzE8foojWe3eh6sQrhUiaXrIYz4IC8dN62
    1j1a6yzlzKzCU/+FrG/fntWWI6M//Jg0GoymGtxd3QJ5qHAdFi6aF0+ato1/YgpM
    z0FWTAm1Bspb9Dw6vzROgKIfTQKBgQD2H8vD0sIi9ATdYrpqWhZzhvr2nSekEa4+
    0Qjg74TVk7SmeKr+2Bgn44SdeVD1F5tiPfHS0K0xVIL+grEKA3S26+8AaKCKb/eY
    hpdiif/SLRDyTwq+ySrHdbQ8WRe+4p8yed4lCyin4IOwg7QIW2EJ95Tvyev0YZEO
    aro4krtZ0QKBgQDIHADcvjd3dSgNKvCi0xdSPS7nP64ZnIi3rPF7MKfcofV13g3Z
    mQmdT2Csws8e2VoDJpwrD0SpxYzN4OzmlCC6AlbrLsqcmvW0C/H4oXxBO6iph6M3
    TQXQfuPUGPVpeUDMD1aMH4ei6LRxGE+Kb5sizc+0ldnF53YKLqlOxXfG0QKBgCke
    dMd5fY+jXvCxnt1Hwbp5UZJD/Sxu+8Jo3+fcfD/GVob9X+wFpDt9ylkYvIrF7+LA
    4JbM4DJ+oQfuQ6+dljE9R4e08yVNwXrM+Zuv3Hp7pvokdHIdX7VFF+CBLfNpHxmq
    vI9JxvgNDVM/HaPLyHGG2G4bOP1yE27qK8Rp1z0RAoGBAK+maVaXt2IZwLUSiypP
    bqqXjLkwCfOBCEj4R+aPT+jKmo71FEi9QRA81mOWmsWQ5IZLBkAtxMFFbj1H+g53
    vPgeQNFqNFzN5RlSPmyrs/Ji0pxniy4iyqSaDgpyPsfM2uRuCF9Dn2hbsJByP7E7
    cFei9Qhn1gT+XlQ3YVskw6Xq
    -----END PRIVATE KEY-----
    """#
